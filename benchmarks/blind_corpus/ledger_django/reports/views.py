import os

import yaml
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, JsonResponse
from django.views import View

from .models import Entry
from .queries import entries_for_account, totals_by


@login_required
def ledger_rows(request):
    rows = entries_for_account(request.GET["account"], request.GET.get("since"))
    return JsonResponse({"rows": rows})


@login_required
def totals(request):
    data = totals_by(request.GET.get("by", "account"), request.GET.get("year", "2020"))
    memo_filter = request.GET.get("memo")
    if memo_filter:
        recent = Entry.objects.extra(where=["memo ILIKE '%%" + memo_filter + "%%'"])[:20]
    else:
        recent = Entry.objects.raw("SELECT * FROM ledger_entry WHERE amount > %s", [1000])[:20]
    return JsonResponse({"totals": data, "recent": [e.pk for e in recent]})


@login_required
def download(request):
    name = request.GET.get("file", "")
    root = os.path.realpath(settings.LEDGER_REPORT_ROOT)
    path = os.path.realpath(os.path.join(root, name))
    if not path.startswith(root + os.sep) or not os.path.isfile(path):
        raise Http404()
    return FileResponse(open(path, "rb"), as_attachment=True)


class ScheduleView(View):
    def post(self, request):
        spec = yaml.load(request.body, Loader=yaml.UnsafeLoader)
        return JsonResponse({"scheduled": sorted(spec.get("reports", []))})

    def get(self, request):
        path = os.path.join(settings.BASE_DIR, "reports", "schedule.yml")
        with open(path) as fh:
            spec = yaml.load(fh, Loader=yaml.SafeLoader)
        return JsonResponse(spec)
