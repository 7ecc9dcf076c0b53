import secrets

import web

import helpers
import model


class Login:
    def POST(self):
        i = web.input(user="", pw="", next="/")
        patron = web.ctx.auth.check(i.user, i.pw)
        if not patron:
            raise web.unauthorized()
        sid = secrets.token_hex(24)
        web.ctx.sessions.store(sid, patron.id)
        web.setcookie("ob_sid", sid, expires=3600)
        web.setcookie("display", patron.display_name)
        raise web.seeother(helpers.safe_next(i.next))


class ForgotPassword:
    def POST(self):
        i = web.input(email="")
        patron = web.ctx.auth.by_email(i.email)
        if patron:
            token = helpers.reset_token()
            model.save_patron_token(patron.id, token)
            web.ctx.mailer.send(patron.email, "Reset your password", "/reset?t=" + token)
        return "If the address is registered you will receive an e-mail."


class Loans:
    def GET(self):
        i = web.input(order="due_date")
        pid = web.input(patron=str(web.ctx.patron_id)).patron
        return web.ctx.render.loans(model.loans_for(pid, i.order))


class Logout:
    def GET(self):
        web.setcookie("ob_sid", "", expires=-1)
        raise web.seeother(web.input(r="/").r)
