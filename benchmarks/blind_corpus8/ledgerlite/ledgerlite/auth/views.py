import functools

from flask import (
    Blueprint,
    flash,
    make_response,
    redirect,
    render_template,
    request,
    session,
    url_for,
)

from ledgerlite.compat import urlparse
from ledgerlite.db import execute, fetch_one

from .passwords import verify_password
from .tokens import make_device_token, make_reset_token

bp = Blueprint("auth", __name__, url_prefix="/auth")

THEMES = ("light", "dark", "high-contrast")


def login_required(view):
    @functools.wraps(view)
    def wrapped(*args, **kwargs):
        if "user_id" not in session:
            return redirect(url_for("auth.login", next=request.path))
        return view(*args, **kwargs)

    return wrapped


def current_account_id():
    return session.get("account_id")


def _is_local(target):
    if not target or "\\" in target:
        return False
    parts = urlparse(target)
    return (
        not parts.scheme
        and not parts.netloc
        and target.startswith("/")
        and not target.startswith("//")
    )


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "POST":
        user = fetch_one(
            "SELECT id, account_id, password_hash FROM users WHERE email = ?",
            (request.form.get("email", "").strip().lower(),),
        )
        if user and verify_password(request.form.get("password", ""), user["password_hash"]):
            session.clear()
            session["user_id"] = user["id"]
            session["account_id"] = user["account_id"]
            target = request.args.get("next")
            if _is_local(target):
                return redirect(target)
            return redirect(url_for("invoices.index"))
        flash("Invalid email or password")
    return render_template("auth/login.html")


@bp.route("/logout")
def logout():
    session.clear()
    return redirect(request.args.get("return_to") or url_for("auth.login"))


@bp.route("/remember", methods=["POST"])
@login_required
def remember_device():
    token = make_device_token()
    execute(
        "INSERT INTO device_tokens (user_id, token) VALUES (?, ?)",
        (session["user_id"], token),
    )
    resp = make_response(redirect(url_for("invoices.index")))
    resp.set_cookie("ll_device", token, max_age=60 * 60 * 24 * 90)
    return resp


@bp.route("/prefs", methods=["POST"])
def preferences():
    theme = request.form.get("theme", "light")
    if theme not in THEMES:
        theme = "light"
    resp = make_response(redirect(url_for("invoices.index")))
    resp.set_cookie("ll_theme", theme, max_age=60 * 60 * 24 * 365)
    return resp


@bp.route("/forgot", methods=["POST"])
def forgot_password():
    user = fetch_one("SELECT id, email FROM users WHERE email = ?", (request.form.get("email", ""),))
    if user:
        token = make_reset_token()
        execute(
            "INSERT INTO reset_tokens (user_id, token, created_at) VALUES (?, ?, datetime('now'))",
            (user["id"], token),
        )
        _send_reset_mail(user["email"], token)
    flash("If that address exists you will receive an email shortly.")
    return redirect(url_for("auth.login"))


def _send_reset_mail(address, token):
    link = url_for("auth.reset", token=token, _external=True)
    # delivery is handled by the outbound mail relay
    print(f"mail to={address} link={link}")


@bp.route("/reset/<token>", methods=["GET", "POST"])
def reset(token):
    row = fetch_one("SELECT user_id FROM reset_tokens WHERE token = ?", (token,))
    if row is None:
        return redirect(url_for("auth.login"))
    return render_template("auth/reset.html", token=token)
