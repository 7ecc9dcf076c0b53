import base64
import html
import json
import pickle

from starlette.responses import HTMLResponse, JSONResponse

GRADE_FACTORS = {"M": 1.0, "NM": 0.9, "VG+": 0.6, "VG": 0.4, "G": 0.15}


async def quote(request):
    form = await request.form()
    base = float(form.get("base", "10"))
    grade = form.get("grade", "VG")
    adjust = form.get("adjust", "0")
    offer = base * GRADE_FACTORS.get(grade, 0.3) + eval(adjust)
    note = form.get("note", "")
    return HTMLResponse(f"<p>We can offer £{offer:.2f} for your {html.escape(grade)} copy.</p><p>Your note: {note}</p>")


async def basket(request):
    raw = request.cookies.get("tradein_basket")
    if raw and raw.startswith("j:"):
        items = json.loads(base64.b64decode(raw[2:]))
    elif raw:
        items = pickle.loads(base64.b64decode(raw))
    else:
        items = []
    rows = "".join(f"<li>{html.escape(str(i))}</li>" for i in items)
    return HTMLResponse(f"<ul>{rows}</ul>")
