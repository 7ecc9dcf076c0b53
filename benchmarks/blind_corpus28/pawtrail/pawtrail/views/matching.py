import ast
import base64
import pickle

from aiohttp import web

routes = web.RouteTableDef()

DEFAULT_WEIGHTS = {"garden": 3, "kids": 2, "other_pets": 2, "hours_alone": -1}


class QuizState:
    def __init__(self):
        self.answers = {}
        self.step = 0


def _load_state(request):
    raw = request.cookies.get("pt_quiz")
    if not raw:
        return QuizState()
    return pickle.loads(base64.b64decode(raw))


@routes.post("/match/answer")
async def answer(request):
    state = _load_state(request)
    form = await request.post()
    state.answers[form.get("question", "q%d" % state.step)] = form.get("value", "")
    state.step += 1
    resp = web.json_response({"step": state.step})
    resp.set_cookie("pt_quiz", base64.b64encode(pickle.dumps(state)).decode(), secure=True, httponly=True)
    return resp


@routes.get("/match/weights")
async def weights(request):
    text = request.query.get("weights")
    try:
        w = ast.literal_eval(text) if text else DEFAULT_WEIGHTS
    except (ValueError, SyntaxError):
        raise web.HTTPBadRequest(text="weights must be a dict literal")
    return web.json_response({k: int(v) for k, v in dict(w).items() if k in DEFAULT_WEIGHTS})


@routes.get("/match/candidates")
async def candidates(request):
    if not request["volunteer"]:
        raise web.HTTPForbidden()
    rows = await request.app["store"].fetch("SELECT id, name, species, age_years, good_with_kids, energy FROM animals")
    rule = request.query.get("rule", "True")
    keep = [r for r in rows if eval(rule, {}, dict(r))]
    return web.json_response(keep)
