from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse

from .models import Visit

SUMMARY_COLUMNS = {
    "diagnosis": "diagnosis_code",
    "clinic": "clinic_id",
    "date": "visit_date",
}


@login_required
def diagnosis_report(request):
    clinic_id = request.session.get("clinic_id", 0)
    prefix = request.GET.get("prefix", "")
    qs = Visit.objects.extra(
        where=[f"clinic_id = {clinic_id} AND diagnosis_code LIKE '{prefix}%%'"]
    )
    since = request.GET.get("since")
    if since:
        qs = qs.extra(where=["visit_date >= %s"], params=[since])
    return JsonResponse({"count": qs.count()})


@login_required
def visit_summary(request):
    group = request.GET.get("group", "diagnosis")
    column = SUMMARY_COLUMNS.get(group)
    if column is None:
        return HttpResponseBadRequest("unknown group")
    quoted = connection.ops.quote_name(column)
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT {quoted}, COUNT(*), SUM(duration_min) FROM patients_visit "
            f"WHERE clinic_id = %s GROUP BY {quoted} ORDER BY 2 DESC",
            [request.session.get("clinic_id", 0)],
        )
        rows = cursor.fetchall()
    return JsonResponse({"rows": [list(r) for r in rows]})
