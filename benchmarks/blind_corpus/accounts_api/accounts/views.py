import os
from urllib.parse import unquote

from flask import current_app, jsonify, request, send_file, session
from flask.views import MethodView

from . import avatars, directory, hooks
from .service import UserService


def _service():
    return UserService(current_app.config["DB_PATH"], order_by=session.get("order_by"))


class UserAPI(MethodView):
    def get(self, uid):
        row = _service().lookup(uid)
        if row is None:
            return jsonify(error="not found"), 404
        return jsonify(id=row[0], email=row[1], name=row[2])

    def post(self):
        data = request.get_json(force=True)
        uid = _service().create(data["email"], data.get("name", ""))
        hooks.on_signup(data["email"])
        if data.get("avatar_url"):
            avatars.import_avatar(uid, data["avatar_url"])
        return jsonify(id=uid), 201


def set_order():
    session["order_by"] = request.args.get("by", "created")
    return jsonify(ok=True)


def list_users():
    if request.args.get("strict"):
        rows = _service().listing_checked(request.args.get("limit", 50))
    else:
        rows = _service().listing(request.args.get("limit", 50))
    return jsonify(users=[dict(id=r[0], email=r[1]) for r in rows])


def download_export():
    raw = unquote(request.args.get("f", ""))
    name = raw[len("exports/"):] if raw.startswith("exports/") else raw
    return send_file(os.path.join(current_app.config["EXPORT_ROOT"], name))


def staff_lookup():
    return jsonify(directory.find_staff(request.args.get("email", "")))


def staff_lookup_safe():
    return jsonify(directory.find_staff_escaped(request.args.get("email", "")))


def register_views(app):
    user_view = UserAPI.as_view("user")
    app.add_url_rule("/users", view_func=user_view, methods=["POST"])
    app.add_url_rule("/users/<uid>", view_func=user_view, methods=["GET"])
    app.add_url_rule("/users", view_func=list_users, methods=["GET"])
    app.add_url_rule("/prefs/order", view_func=set_order)
    app.add_url_rule("/exports", view_func=download_export)
    app.add_url_rule("/staff", view_func=staff_lookup)
    app.add_url_rule("/staff/v2", view_func=staff_lookup_safe)
