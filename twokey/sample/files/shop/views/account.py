"""Login, logout, greeting and password reset."""
import html

from flask import Blueprint, redirect, render_template, request, session, url_for

from shop import auth, db, util

bp = Blueprint("account", __name__)

# Pages we are happy to send people back to after logging out.
SAFE_NEXT_PAGES = ("/", "/products", "/orders/", "/account/login")


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    user = auth.load_user(request.form.get("email", ""))
    if user is None or not auth.check_password(user, request.form.get("password", "")):
        return render_template("login.html", error="Invalid e-mail or password"), 401
    session["user_id"] = user["id"]
    session["is_staff"] = bool(user["is_staff"])
    return redirect(request.args.get("next") or url_for("catalog.index"))


@bp.route("/logout")
def logout():
    session.clear()
    target = request.args.get("next", "/")
    if target not in SAFE_NEXT_PAGES:
        target = "/"
    return redirect(target)


@bp.route("/hello")
def hello():
    """Tiny greeting used by the marketing landing page iframe."""
    name = request.args.get("name", "friend")
    return "<p>Hello, %s! Welcome to the shop.</p>" % html.escape(name)


@bp.route("/reset", methods=["POST"])
def request_reset():
    email = request.form.get("email", "").strip().lower()
    cur = db.get_connection().cursor()
    cur.execute("SELECT id, email FROM users WHERE email = ?", (email,))
    row = cur.fetchone()
    if row is not None:
        code = auth.make_reset_code()
        auth.store_reset_code(row["id"], code)
        util.send_mail(row["email"], "Your password reset", "Your reset code is: %s" % code)
    # same answer either way so the form can't be used to probe for accounts
    return render_template("reset_sent.html")
