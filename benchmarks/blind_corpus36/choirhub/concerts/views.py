from django.db import connection
from django.http import HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.views import View
from django.views.generic import DetailView

from members.mixins import MemberRequiredMixin, SectionLeaderMixin

from .feeds import scrape_listing
from .models import Concert, Review, Ticket
from .tickets import new_ticket_code

SALES_COLUMNS = {"date", "title", "sold"}


class ConcertDetailView(DetailView):
    model = Concert
    template_name = "concerts/detail.html"


class ReviewListView(View):
    def get(self, request, pk):
        concert = get_object_or_404(Concert, pk=pk)
        items = "".join(f"<blockquote>{r.text}<cite>{r.name}</cite></blockquote>" for r in concert.reviews.all())
        return HttpResponse(mark_safe(items))

    def post(self, request, pk):
        concert = get_object_or_404(Concert, pk=pk)
        Review.objects.create(concert=concert, name=request.POST["name"][:60], text=request.POST["text"])
        preview = format_html("<p>Thanks {}! Your review is awaiting approval.</p>", request.POST["name"])
        return HttpResponse(preview)


class BuyTicketView(View):
    def post(self, request, pk):
        concert = get_object_or_404(Concert, pk=pk)
        ticket = Ticket.objects.create(concert=concert, code=new_ticket_code(), buyer_email=request.POST["email"])
        return redirect(reverse("concert", args=[concert.pk]) + f"?ticket={ticket.code}")


class SalesReportView(SectionLeaderMixin, View):
    def get(self, request):
        order = request.GET.get("order", "date")
        with connection.cursor() as cur:
            cur.execute(f"SELECT c.date, c.title, COUNT(t.id) AS sold FROM concerts_concert c "
                        f"LEFT JOIN concerts_ticket t ON t.concert_id = c.id GROUP BY c.id ORDER BY {order}")
            rows = cur.fetchall()
        return JsonResponse({"rows": rows})


class ConcertSalesView(MemberRequiredMixin, View):
    def get(self, request, pk):
        with connection.cursor() as cur:
            cur.execute("SELECT COUNT(*) FROM concerts_ticket WHERE concert_id = %s", [pk])
            (count,) = cur.fetchone()
        return JsonResponse({"sold": count})


class ImportEventView(SectionLeaderMixin, View):
    def post(self, request):
        html = scrape_listing(request.POST["source_url"])
        return render(request, "concerts/import_preview.html", {"html": html})
