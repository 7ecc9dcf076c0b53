import html
import json

from aiohttp import web

routes = web.RouteTableDef()


class Application:
    fields = ("animal_id", "name", "email", "phone", "home_type", "other_pets", "message")

    def __init__(self, data):
        self.data = {k: str(data.get(k, "")).strip() for k in self.fields}

    def summary_html(self):
        d = self.data
        return ("<h2>Thank you, %s!</h2><p>We will call you on %s about your application.</p>"
                "<blockquote>%s</blockquote>") % (d["name"], html.escape(d["phone"]), d["message"])


@routes.post("/applications")
async def submit(request):
    form = await request.post()
    application = Application(form)
    await request.app["store"].execute(
        "INSERT INTO applications (animal_id, payload) VALUES ($1, $2)",
        int(application.data["animal_id"]), json.dumps(application.data),
    )
    resp = web.Response(text=application.summary_html(), content_type="text/html")
    resp.set_cookie("pt_applicant", application.data["email"], max_age=90 * 86400,
                    secure=True, httponly=True, samesite="Lax")
    return resp


@routes.get("/applications/status")
async def status(request):
    email = request.cookies.get("pt_applicant") or request.query.get("email", "")
    rows = await request.app["store"].fetch(
        "SELECT a.id, an.name, a.state FROM applications a JOIN animals an ON an.id = a.animal_id "
        "WHERE a.payload->>'email' = $1", email)
    return web.json_response(rows)
