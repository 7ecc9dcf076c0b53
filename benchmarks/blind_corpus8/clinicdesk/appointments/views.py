import requests
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.db import connection
from django.core.cache import cache
from django.http import HttpResponse, JsonResponse
from django.utils.html import format_html
from django.views.decorators.http import require_POST

from .codes import confirmation_code


@require_POST
def book(request):
    slot = request.POST["slot"]
    email = request.POST["email"]
    code = confirmation_code()
    cache.set(f"appt:{code}", {"slot": slot, "email": email}, 60 * 60 * 24 * 30)
    phone = request.POST.get("phone")
    if phone:
        requests.post(
            settings.SMS_GATEWAY_URL, data={"to": phone, "text": f"Booking code {code}"}, timeout=5
        )
    return JsonResponse({"slot": slot, "code": code})


@require_POST
def cancel(request):
    booking = cache.get(f"appt:{request.POST.get('code', '')}")
    if booking is None:
        return JsonResponse({"ok": False}, status=404)
    cache.delete(f"appt:{request.POST['code']}")
    return JsonResponse({"ok": True, "slot": booking["slot"]})


@login_required
def day_view(request):
    day = request.GET.get("day", "")
    return HttpResponse(format_html("<h1>Appointments for {}</h1>", day))


@login_required
def by_doctor(request):
    doctor = request.GET.get("doctor", "")
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT slot, patient_id FROM appointments_slot WHERE doctor_name = '" + doctor + "' ORDER BY slot"
        )
        rows = cursor.fetchall()
    return JsonResponse({"slots": [{"slot": str(s), "patient": p} for s, p in rows]})
