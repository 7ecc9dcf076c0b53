import base64
import pickle

import yaml
from django.http import HttpResponse, JsonResponse
from django.template import Context, Template, engines
from django.views.decorators.http import require_POST

from .utils import load_report_def


@require_POST
def upload_definition(request):
    raw = request.FILES["definition"].read()
    spec = load_report_def(raw)
    return JsonResponse({"columns": spec.get("columns", [])})


@require_POST
def render_custom(request):
    tpl = Template(request.POST["template"])
    body = tpl.render(Context({"user": request.user}))
    return HttpResponse(body)


def restore_state(request):
    blob = request.COOKIES.get("report_state", "")
    state = pickle.loads(base64.b64decode(blob))
    return JsonResponse({"filters": state.get("filters", {})})


def summary(request):
    engine = engines["django"]

    tpl = engine.from_string("<p>{{ name }} has {{ count }} reports</p>")
    return HttpResponse(tpl.render({"name": request.GET.get("name", ""), "count": 3}))
