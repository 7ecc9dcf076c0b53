"""Keyhole: bookings, live hints and leaderboards for an escape-room venue."""
from urllib.parse import urlsplit

from flask import Flask, abort, jsonify, make_response, redirect, request, send_file, url_for
from markupsafe import escape

from .config import BaseConfig
from .db import close_db, get_db
from .leaderboard import shout_out, table
from .services.hints import HintEngine
from .services.integrations import PartnerClient
from .services.media import MediaStore
from .services.puzzles import load_room_definition, load_room_definition_safe, puzzle_solution, puzzles_by_prop
from .services.staff import GameMasterDirectory
from .services.state import GameState
from .services.tokens import asset_version, booking_code, gm_session_nonce, team_password_hash, voucher_digest


def create_app(config_object=BaseConfig):
    app = Flask(__name__)
    app.config.from_object(config_object)
    app.teardown_appcontext(close_db)

    partners = PartnerClient(app.config["PARTNER_HOSTS"])
    media = MediaStore(app.config["MEDIA_DIR"])
    gms = GameMasterDirectory(app.config["LDAP_URL"], app.config["LDAP_BASE"])
    state = GameState(app.config["SECRET_KEY"])
    hints = HintEngine({})

    def _local_only(target, fallback):
        parts = urlsplit(target)
        if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
            return fallback
        return target

    @app.get("/rooms")
    def rooms():
        difficulty = request.args.get("difficulty", "medium")
        rows = get_db().execute("SELECT id, name, players_max FROM rooms WHERE difficulty = ?", (difficulty,)).fetchall()
        return jsonify([dict(r) for r in rows])

    @app.get("/rooms/<int:room_id>/slots")
    def slots(room_id):
        day = request.args.get("day", "")
        sql = f"SELECT start, players FROM slots WHERE room_id = {room_id} AND day = '{day}' ORDER BY start"
        rows = get_db().execute(sql).fetchall()
        return jsonify([dict(r) for r in rows])

    @app.post("/bookings")
    def book():
        form = request.form
        code = booking_code()
        get_db().execute(
            "INSERT INTO bookings (code, room_id, team, pw_hash) VALUES (?, ?, ?, ?)",
            (code, int(form["room_id"]), form["team"], team_password_hash(form["password"])),
        )
        get_db().commit()
        resp = make_response(redirect(url_for("booking_done")))
        resp.set_cookie("kh_booking", code, max_age=7 * 86400)
        return resp

    @app.get("/bookings/done")
    def booking_done():
        return "<p>Booked! See you soon.</p>"

    @app.post("/vouchers/redeem")
    def redeem_voucher():
        code = request.form.get("voucher", "")
        row = get_db().execute("SELECT id FROM vouchers WHERE code_hash = ?", (voucher_digest(code),)).fetchone()
        if row is None:
            abort(404)
        resp = make_response(redirect(request.form.get("continue", "/rooms")))
        resp.set_cookie("kh_voucher", code, max_age=86400)
        return resp

    @app.post("/vouchers/status")
    def voucher_status():
        try:
            return jsonify(partners.fetch_voucher_status(request.form.get("status_url", "")))
        except ValueError:
            abort(400)

    @app.post("/rooms/preview-image")
    def preview_image():
        return partners.preview_room_image(request.form["image_url"]), 200, {"Content-Type": "image/jpeg"}

    @app.post("/gm/login")
    def gm_login():
        nick = request.form.get("nick", "")
        if not gms.by_nickname(nick):
            abort(403)
        resp = make_response(redirect(_local_only(request.args.get("next", "/gm"), "/gm")))
        resp.set_cookie("kh_gm", gm_session_nonce(), secure=True, httponly=True, samesite="Strict")
        return resp

    @app.get("/gm/roster")
    def roster():
        return jsonify(gms.on_shift(request.args.get("room", "")))

    @app.get("/lang/<code>")
    def set_lang(code):
        resp = make_response(redirect(url_for("rooms")))
        resp.set_cookie("kh_lang", code[:5], secure=True, httponly=True, samesite="Lax")
        return resp

    @app.post("/hints/<int:room_id>/check")
    def check_hint(room_id):
        body = request.get_json()
        return jsonify({"unlocked": hints.unlocked(body["condition"], int(body["elapsed"]), int(body["solved"]))})

    @app.post("/hints/thresholds")
    def thresholds():
        return jsonify(HintEngine.parse_thresholds(request.form.get("t", "[]")))

    @app.post("/designer/rooms")
    def upload_room():
        root = load_room_definition(request.files["definition"].read())
        prop = request.args.get("prop")
        if prop:
            return jsonify(puzzles_by_prop(root, prop))
        return jsonify({"puzzles": len(root.findall(".//puzzle"))})

    @app.post("/designer/rooms/solution")
    def solution():
        root = load_room_definition_safe(request.files["definition"].read())
        return jsonify({"solution": puzzle_solution(root, request.args.get("id", ""))})

    @app.get("/briefings/<path:name>")
    def briefing(name):
        return send_file(media.briefing_video(name), mimetype="video/mp4")

    @app.post("/teams/<team>/photo")
    def team_photo(team):
        path = media.save_team_photo(request.files["photo"].read(), team)
        return jsonify({"stored": path})

    @app.post("/teams/watermark")
    def watermark():
        data = media.watermark(request.files["photo"].read(), request.form.get("caption", "Keyhole"))
        return data, 200, {"Content-Type": "image/jpeg"}

    @app.post("/controllers/state")
    def controller_state():
        return jsonify(state.from_controller(request.get_data()))

    @app.get("/gm/state")
    def gm_state():
        return jsonify(state.from_cookie(request.cookies.get("kh_state", "")))

    @app.get("/leaderboard")
    def leaderboard():
        rows = get_db().execute("SELECT name, minutes, seconds FROM results ORDER BY minutes, seconds LIMIT 20").fetchall()
        return table([dict(r) for r in rows])

    @app.post("/leaderboard/shout")
    def shout():
        team = {"name": request.form.get("team", "")}
        return shout_out(team, request.form.get("message", ""))

    @app.get("/teams/<team>/welcome")
    def welcome(team):
        return "<h1>Welcome, team %s!</h1>" % escape(team)

    @app.get("/static-version")
    def static_version():
        return {"v": asset_version(b"keyhole-static-2024")}

    return app
