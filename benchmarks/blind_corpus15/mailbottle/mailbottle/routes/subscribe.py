from bottle import abort, redirect, request, response, template

from .. import config, db, mailer, tokens

LANGS = ("fr", "en", "de")


def install(app):
    @app.post("/subscribe")
    def subscribe():
        email = request.forms.getunicode("email", "").strip()
        if "@" not in email:
            abort(400, "adresse invalide")
        code = tokens.confirmation_code()
        conn = db.connect()
        conn.execute("INSERT INTO pending (email, code, bucket) VALUES (?, ?, ?)", (email, code, tokens.ab_bucket()))
        conn.commit()
        mailer.send_confirmation(email, code)
        response.set_cookie("mb_sub", {"email": email}, secret=config.COOKIE_SECRET, max_age=90 * 86400, path="/")
        return template("<p>Merci ! Un code a été envoyé à {{email}}.</p>", email=email)

    @app.post("/confirm")
    def confirm():
        email = request.forms.getunicode("email", "")
        code = request.forms.get("code", "")
        conn = db.connect()
        row = conn.execute("SELECT 1 FROM pending WHERE email = ? AND code = ?", (email, code)).fetchone()
        if row is None:
            abort(403)
        conn.execute("INSERT INTO subscribers (email) VALUES (?)", (email,))
        conn.commit()
        response.set_cookie("mb_sub", {"email": email}, secret=config.COOKIE_SECRET, secure=True, httponly=True, samesite="lax", max_age=90 * 86400, path="/")
        redirect("/manage")

    @app.get("/manage")
    def manage():
        data = request.get_cookie("mb_sub", secret=config.COOKIE_SECRET)
        if not data:
            redirect("/")
        return template("<h1>Gérer l'abonnement de {{email}}</h1>", email=data.get("email", ""))
