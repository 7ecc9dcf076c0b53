import base64
import hashlib
import hmac
import json
import pickle

from django.conf import settings
from django.core import signing
from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

STEPS = ["demographics", "insurance", "history", "consent"]


def _sign(blob):
    return hmac.new(settings.SECRET_KEY.encode(), blob, hashlib.sha256).hexdigest()


@login_required
@require_POST
def intake_step(request):
    raw = request.POST.get("wizard_state", "")
    state = pickle.loads(base64.b64decode(raw)) if raw else {}
    step = state.get("step", 0)
    state.setdefault("answers", {})[STEPS[step]] = request.POST.dict()
    state["step"] = min(step + 1, len(STEPS) - 1)
    blob = pickle.dumps(state)
    resp = JsonResponse({"wizard_state": base64.b64encode(blob).decode(), "next": STEPS[state["step"]]})
    draft = base64.urlsafe_b64encode(blob)
    resp.set_cookie("intake_draft", draft.decode() + "." + _sign(blob), max_age=7 * 24 * 3600)
    return resp


@login_required
def intake_resume(request):
    token = request.COOKIES.get("intake_draft", "")
    try:
        blob_b64, sig = token.rsplit(".", 1)
    except ValueError:
        return HttpResponseBadRequest("no draft")
    blob = base64.urlsafe_b64decode(blob_b64)
    if not hmac.compare_digest(_sign(blob), sig):
        return HttpResponseBadRequest("bad signature")
    draft = pickle.loads(blob)
    return JsonResponse({"draft": json.loads(json.dumps(draft, default=str))})


@login_required
@require_POST
def intake_score(request):
    answers = json.loads(request.body or b"{}")
    formula = request.GET.get("formula", "sum(answers.values())")
    score = eval(formula, {"__builtins__": {"sum": sum, "len": len}}, {"answers": answers})
    return JsonResponse({"score": score})


def intake_confirm(request):
    try:
        data = signing.loads(request.GET.get("t", ""), salt="intake-confirm", max_age=86400)
    except signing.BadSignature:
        return HttpResponseBadRequest("link expired")
    return JsonResponse({"patient": data.get("mrn"), "confirmed": True})
