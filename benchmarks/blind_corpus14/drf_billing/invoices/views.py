import os

from django.conf import settings
from django.db import connection
from django.db.models.expressions import RawSQL
from django.http import FileResponse, Http404, HttpResponse
from django.utils._os import safe_join
from rest_framework import viewsets
from rest_framework.decorators import action, api_view
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response

from .exports import render_pdf
from .filters import InvoiceFilter
from .models import Customer, Invoice, PricingRule
from .pdf_fr import render_invoice_html
from .serializers import CustomerSerializer, InvoiceSerializer, PricingRuleSerializer

REPORT_GROUPS = {"month": "date_trunc('month', created)", "currency": "currency", "status": "status"}


class InvoiceViewSet(viewsets.ModelViewSet):
    serializer_class = InvoiceSerializer
    filterset_class = InvoiceFilter

    def get_queryset(self):
        qs = Invoice.objects.select_related("customer")
        fx = self.request.query_params.get("fx")
        if fx:
            qs = qs.annotate(amount_converted=RawSQL("amount * " + fx, []))
        return qs

    @action(detail=False)
    def overdue(self, request):
        status = request.query_params.get("status", "sent")
        rows = Invoice.objects.raw(
            "SELECT * FROM invoices_invoice WHERE status = %s AND created < now() - interval '30 days'", [status]
        )
        return Response(InvoiceSerializer(rows, many=True).data)

    @action(detail=True)
    def pdf(self, request, pk=None):
        invoice = self.get_object()
        path = safe_join(settings.MEDIA_ROOT, "pdf", "%s.pdf" % invoice.number)
        if not os.path.exists(path):
            render_pdf(invoice, path)
        return FileResponse(open(path, "rb"), content_type="application/pdf")

    @action(detail=True)
    def preview(self, request, pk=None):
        return HttpResponse(render_invoice_html(self.get_object()))

    @action(detail=True, url_path="attachments")
    def attachment(self, request, pk=None):
        self.get_object()
        name = request.query_params.get("name", "")
        full = os.path.join(settings.MEDIA_ROOT, "attachments", pk, name)
        if not os.path.isfile(full):
            raise Http404
        return FileResponse(open(full, "rb"), as_attachment=True)


class CustomerViewSet(viewsets.ModelViewSet):
    serializer_class = CustomerSerializer

    def get_queryset(self):
        return Customer.objects.all().order_by("name")


class PricingRuleViewSet(viewsets.ModelViewSet):
    serializer_class = PricingRuleSerializer
    queryset = PricingRule.objects.all()


@api_view(["GET"])
def revenue_report(request):
    group = request.query_params.get("group_by", "month")
    if group not in REPORT_GROUPS:
        raise ValidationError({"group_by": "must be one of %s" % ", ".join(REPORT_GROUPS)})
    with connection.cursor() as cur:
        cur.execute("SELECT %s AS bucket, sum(amount) FROM invoices_invoice GROUP BY 1 ORDER BY 1" % REPORT_GROUPS[group])
        data = [{"bucket": str(b), "total": float(t)} for b, t in cur.fetchall()]
    return Response(data)
