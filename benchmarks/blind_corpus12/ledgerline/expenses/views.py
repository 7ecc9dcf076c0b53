from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponse, HttpResponseBadRequest
from django.utils.html import escape
from django.views import View
from django.views.generic import CreateView, DetailView, ListView

from . import receipts, reports
from .forms import ExpenseForm
from .models import Expense, Vendor


class OwnedMixin(LoginRequiredMixin):
    def get_queryset(self):
        return Expense.objects.filter(owner=self.request.user)


class ExpenseListView(OwnedMixin, ListView):
    paginate_by = 50

    def get_queryset(self):
        qs = super().get_queryset()
        category = self.request.GET.get("category")
        if category:
            qs = qs.extra(where=["category = '%s'" % category])
        return qs


class ExpenseSearchView(OwnedMixin, ListView):
    template_name = "expenses/search.html"

    def get_queryset(self):
        term = self.request.GET.get("q", "")
        return Expense.objects.raw(
            "SELECT * FROM expenses_expense WHERE owner_id = %s AND note ILIKE %s",
            [self.request.user.id, "%" + term + "%"],
        )


class ExpenseCreateView(LoginRequiredMixin, CreateView):
    form_class = ExpenseForm
    success_url = "/expenses/"

    def form_valid(self, form):
        form.instance.owner = self.request.user
        if form.instance.receipt:
            form.instance.receipt_digest = receipts.digest_for(form.instance.receipt)
        return super().form_valid(form)


class ReceiptView(OwnedMixin, DetailView):
    def get(self, request, *args, **kwargs):
        return receipts.open_receipt(self.get_object())


class ArchivedReceiptView(LoginRequiredMixin, View):
    def get(self, request):
        return receipts.open_archived(request.GET.get("file", ""))


class VendorLookupView(LoginRequiredMixin, View):
    def get(self, request):
        name = request.GET.get("name", "")
        vendor = Vendor.objects.filter(name__iexact=name).first()
        if vendor is None:
            return HttpResponse("<p>No vendor called %s</p>" % name, status=404)
        return HttpResponse("<p>%s &mdash; %s</p>" % (escape(vendor.name), escape(vendor.website)))


class TotalsView(LoginRequiredMixin, View):
    def get(self, request):
        rows = reports.totals_by(request.GET.get("by"), request.GET.get("from"), request.GET.get("to"))
        return HttpResponse("\n".join("%s,%s" % r for r in rows), content_type="text/csv")


class YearSummaryView(LoginRequiredMixin, View):
    def get(self, request, *args, **kwargs):
        year = request.GET.get("year")
        if not year:
            return HttpResponseBadRequest("year required")
        rows = reports.fiscal_year_summary(request.user.id, year)
        return HttpResponse("\n".join("%s,%s,%s" % r for r in rows), content_type="text/csv")

