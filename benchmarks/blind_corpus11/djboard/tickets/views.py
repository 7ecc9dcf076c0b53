import os

from django.conf import settings
from django.db import connection
from django.http import FileResponse, Http404, HttpResponse, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.utils.html import escape
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View
from django.views.generic import DetailView, ListView

from .models import Attachment, Ticket


class TicketListView(ListView):
    model = Ticket
    paginate_by = 25

    def get_queryset(self):
        qs = super().get_queryset().select_related("queue")
        status = self.request.GET.get("status")
        if status:
            qs = qs.filter(status=status)
        return qs


class TicketDetailView(DetailView):
    model = Ticket


class TicketSearchView(ListView):
    template_name = "tickets/search.html"

    def get_queryset(self):
        term = self.request.GET.get("q", "")
        return Ticket.objects.raw(
            "SELECT * FROM tickets_ticket WHERE title ILIKE %s ORDER BY created DESC", ["%" + term + "%"]
        )


class ReportView(View):
    def get(self, request):
        queue = request.GET.get("queue", "support")
        with connection.cursor() as cur:
            cur.execute(
                "SELECT status, count(*) FROM tickets_ticket t JOIN tickets_queue q ON q.id = t.queue_id "
                "WHERE q.slug = '%s' GROUP BY status" % queue
            )
            rows = cur.fetchall()
        cells = "".join("<tr><td>%s</td><td>%d</td></tr>" % (escape(s), n) for s, n in rows)
        return HttpResponse("<h1>Queue %s</h1><table>%s</table>" % (queue, cells))


class AttachmentView(View):
    def get(self, request, pk):
        att = get_object_or_404(Attachment, ticket_id=pk, pk=request.GET.get("a"))
        path = os.path.join(settings.ATTACHMENT_ROOT, att.stored_as)
        if not os.path.exists(path):
            raise Http404
        return FileResponse(open(path, "rb"), filename=att.filename)


class SwitchQueueView(View):
    def post(self, request):
        request.session["queue"] = request.POST.get("queue", "")
        return HttpResponseRedirect(request.POST.get("next") or request.META.get("HTTP_REFERER", "/"))


class OutboundView(View):
    def get(self, request):
        target = request.GET.get("url", "/")
        if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
            target = "/"
        return HttpResponseRedirect(target)
