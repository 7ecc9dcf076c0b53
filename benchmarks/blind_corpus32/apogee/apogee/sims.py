"""Quick apogee estimates for the pre-flight check."""
import ast
import math

from flask import Blueprint, jsonify, make_response, request

UNITS = ("metric", "imperial")


def register(app):
    bp = Blueprint("sims", __name__, url_prefix="/sims")

    @bp.route("/apogee", methods=["POST"])
    def estimate():
        body = request.get_json(force=True)
        drag = body.get("drag_model", "0.5 * cd * rho * v ** 2 * area")
        mass = float(body["mass_kg"])
        env = {"cd": float(body.get("cd", 0.75)), "rho": 1.225, "area": float(body["area_m2"]), "pi": math.pi}
        v, h, dt = float(body["burnout_v"]), float(body["burnout_h"]), 0.01
        while v > 0:
            env["v"] = v
            force = eval(drag, {"__builtins__": {}}, env)
            v -= (9.81 + force / mass) * dt
            h += v * dt
        return jsonify({"apogee_m": round(h, 1)})

    @bp.route("/fins", methods=["POST"])
    def fins():
        root, tip, span = ast.literal_eval(request.form.get("fin", "(0, 0, 0)"))
        area = 0.5 * (float(root) + float(tip)) * float(span)
        return jsonify({"fin_area_cm2": round(area, 2)})

    @bp.route("/units", methods=["POST"])
    def units():
        choice = request.form.get("units")
        if choice not in UNITS:
            choice = UNITS[0]
        response = make_response(jsonify({"units": choice}))
        response.set_cookie("units", choice, max_age=365 * 86400, secure=True, httponly=True, samesite="Strict")
        return response

    app.register_blueprint(bp)
