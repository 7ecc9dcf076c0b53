from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError
from flask import Blueprint, current_app, make_response, redirect, request
from itsdangerous import URLSafeTimedSerializer

import psycopg2

bp = Blueprint("auth", __name__, url_prefix="/teachers")
_ph = PasswordHasher()


def _serializer():
    return URLSafeTimedSerializer(current_app.secret_key, salt="teacher")


@bp.route("/login", methods=["POST"])
def login():
    conn = psycopg2.connect("dbname=yoga")
    cur = conn.cursor()
    cur.execute("SELECT id, pw_hash FROM teacher WHERE email = %s", (request.form["email"],))
    row = cur.fetchone()
    try:
        ok = row is not None and _ph.verify(row[1], request.form["password"])
    except VerifyMismatchError:
        ok = False
    if not ok:
        return "Login failed", 401
    resp = make_response(redirect("/teachers/dashboard"))
    resp.set_cookie("teacher_token", _serializer().dumps(row[0]), max_age=7 * 86400)
    return resp
