import ast
from html import escape

from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse
from starlette.routing import Route
from starlette.templating import Jinja2Templates

from . import db
from .sessions import dump_basket, load_basket

templates = Jinja2Templates(directory="toolshed/templates")

LATE_RULES = {"standard": "days * 0.5", "power-tool": "days * 2 + 1", "trailer": "days * 5"}
RETURN_PAGES = {"catalogue": "/tools", "account": "/me", "home": "/"}


async def search(request):
    q = request.query_params.get("q", "")
    rows = db.connect().execute("SELECT id, name, category FROM tool WHERE name LIKE ? ORDER BY name", (f"%{q}%",)).fetchall()
    if not rows:
        return HTMLResponse(f"<p>Sorry, nothing called <em>{q}</em> on the shelves.</p>", status_code=404)
    return templates.TemplateResponse(request, "tools.html", {"q": q, "tools": rows})


async def add_to_basket(request):
    form = await request.form()
    basket = load_basket(request)
    basket.append(int(form["tool_id"]))
    response = RedirectResponse(request.query_params.get("return", "/tools"), status_code=303)
    response.set_cookie("basket", dump_basket(basket), max_age=3600, httponly=False)
    return response


async def checkout_done(request):
    page = RETURN_PAGES.get(request.query_params.get("then", "home"), "/")
    response = RedirectResponse(page, status_code=303)
    response.set_cookie("last_checkout", "1", max_age=600, secure=True, httponly=True, samesite="strict")
    return response


async def back_to_tool(request):
    tool_id = int(request.path_params["tool_id"])
    return RedirectResponse(request.url_for("tool_detail", tool_id=tool_id))


async def tool_detail(request):
    row = db.connect().execute("SELECT id, name, category FROM tool WHERE id = ?", (request.path_params["tool_id"],)).fetchone()
    return JSONResponse(dict(row) if row else {})


async def late_fee(request):
    form = await request.form()
    days = int(form.get("days", 0))
    if form.get("custom_rule"):
        fee = eval(form["custom_rule"], {"__builtins__": {}}, {"days": days})
    else:
        fee = eval(LATE_RULES.get(form.get("kind"), LATE_RULES["standard"]), {"__builtins__": {}}, {"days": days})
    return JSONResponse({"fee": round(fee, 2)})


async def bulk_return(request):
    form = await request.form()
    ids = ast.literal_eval(form.get("ids", "[]"))
    conn = db.connect()
    conn.executemany("UPDATE loan SET returned = date('now') WHERE tool_id = ? AND returned IS NULL", [(int(i),) for i in ids])
    conn.commit()
    return HTMLResponse(f"<p>{len(ids)} tools returned. {escape(form.get('note', ''))}</p>")


routes = [
    Route("/tools", search),
    Route("/tools/{tool_id:int}", tool_detail, name="tool_detail"),
    Route("/tools/{tool_id:int}/back", back_to_tool),
    Route("/basket", add_to_basket, methods=["POST"]),
    Route("/checkout/done", checkout_done),
    Route("/fees", late_fee, methods=["POST"]),
    Route("/returns", bulk_return, methods=["POST"]),
]
