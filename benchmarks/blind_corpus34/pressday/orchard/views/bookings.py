from django.db import connection
from django.shortcuts import get_object_or_404
from django.views import View
from django.views.generic import ListView

from ..mixins import CoopMemberMixin, JsonRowsMixin, NextUrlMixin
from ..models import Booking, MemberProfile, PressingSlot
from ..tokens import gate_pin


class SlotSearchView(CoopMemberMixin, JsonRowsMixin, View):
    columns = ("id", "starts", "press", "capacity_kg")

    def get(self, request):
        day = request.GET.get("day", "")
        press = request.GET.get("press", "rack-and-cloth")
        with connection.cursor() as cur:
            cur.execute(
                "SELECT id, starts, press, capacity_kg FROM orchard_pressingslot "
                "WHERE starts::date = '%s' AND press = '%s' ORDER BY starts" % (day, press)
            )
            rows = cur.fetchall()
        return self.rows_response(self.columns, rows)


class BookingHistoryView(CoopMemberMixin, ListView):
    template_name = "orchard/history.html"

    def get_queryset(self):
        return Booking.objects.raw(
            "SELECT b.* FROM orchard_booking b JOIN orchard_pressingslot s ON s.id = b.slot_id "
            "WHERE b.member_id = %s AND b.season = %s ORDER BY s.starts",
            [self.request.user.pk, self.kwargs["season"]],
        )


class BookingConfirmView(NextUrlMixin, CoopMemberMixin, View):
    def post(self, request, slot):
        slot = get_object_or_404(PressingSlot, pk=slot)
        Booking.objects.create(
            slot=slot, member=request.user, fruit_kg=int(request.POST.get("fruit_kg", 0)), season=request.POST["season"]
        )
        profile, _ = MemberProfile.objects.get_or_create(user=request.user)
        profile.gate_pin = gate_pin()
        profile.save(update_fields=["gate_pin"])
        return self.redirect_next()
