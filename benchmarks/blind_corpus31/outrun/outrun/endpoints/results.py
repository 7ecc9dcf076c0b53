import hashlib
import html

from starlette.responses import HTMLResponse

from ..db import cursor, rows


async def results_page(request):
    trial_class = request.query_params.get("class", "open")
    with cursor() as cur:
        cur.execute("SELECT dog, handler, total FROM runs WHERE trial_class = ? ORDER BY total DESC", (trial_class,))
        data = rows(cur)
    trs = "".join(f"<tr><td>{html.escape(r['dog'])}</td><td>{html.escape(r['handler'])}</td><td>{r['total']}</td></tr>" for r in data)
    page = f"<h1>{html.escape(trial_class)}</h1><table>{trs}</table>"
    etag = hashlib.sha1(page.encode()).hexdigest()
    return HTMLResponse(page, headers={"ETag": etag})


async def dog_profile(request):
    dog = request.query_params.get("dog", "")
    kennel = request.query_params.get("kennel", "")
    return HTMLResponse("<h1>" + dog + "</h1><p>Kennel: " + kennel + "</p>")
