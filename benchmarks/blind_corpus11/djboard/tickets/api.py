import base64
import json
import pickle

from django.http import JsonResponse
from django.views.decorators.http import require_POST


def _decode_state(blob):
    raw = base64.urlsafe_b64decode(blob.encode())
    return pickle.loads(raw)


@require_POST
def restore_state(request):
    state = _decode_state(request.POST.get("state", ""))
    request.session["board_state"] = state
    return JsonResponse({"restored": True})


@require_POST
def save_prefs(request):
    prefs = json.loads(request.body or b"{}")
    allowed = {k: v for k, v in prefs.items() if k in ("columns", "page_size", "theme")}
    request.session["prefs"] = allowed
    return JsonResponse(allowed)
