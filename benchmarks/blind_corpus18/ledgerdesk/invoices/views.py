import os

from django.conf import settings
from django.db import connection
from django.http import FileResponse, HttpResponse, HttpResponseRedirect, Http404
from django.shortcuts import get_object_or_404, render, redirect
from django.utils.html import format_html
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.safestring import mark_safe

from .forms import InvoiceFilterForm, NoteForm
from .models import Invoice


def invoice_list(request):
    form = InvoiceFilterForm(request.GET or None)
    qs = Invoice.objects.none()
    if form.is_valid():
        qs = Invoice.objects.filter(status=form.cleaned_data["status"])
        if form.cleaned_data.get("number"):
            num = form.cleaned_data["number"]
            qs = Invoice.objects.raw("SELECT * FROM invoices_invoice WHERE number = '%s'" % num)
    return render(request, "invoices/list.html", {"form": form, "invoices": qs})


def search(request):
    customer = request.GET.get("customer", "")
    with connection.cursor() as cur:
        sql = ("SELECT i.number, i.total_cents FROM invoices_invoice i JOIN invoices_customer c "
               "ON c.id = i.customer_id WHERE c.name ILIKE '%" + customer + "%'")
        cur.execute(sql)
        rows = cur.fetchall()

    with connection.cursor() as cur:
        cur.execute("SELECT COUNT(*) FROM invoices_customer WHERE name ILIKE %s", ["%" + customer + "%"])
        total = cur.fetchone()[0]
    return render(request, "invoices/search.html", {"rows": rows, "total": total})


def note(request, pk):
    inv = get_object_or_404(Invoice, pk=pk)
    form = NoteForm(request.POST or None)
    if form.is_valid():
        inv.notes = form.cleaned_data["text"]
        inv.save()
    html = mark_safe("<div class='note'>" + inv.notes + "</div>")
    heading_id = "inv-%d" % inv.pk

    header = format_html("<h2>Invoice {}</h2>", inv.number)
    return render(request, "invoices/note.html", {"note_html": html, "header": header, "heading_id": heading_id, "form": form})


def download(request):
    name = request.GET.get("name", "")
    base = os.path.realpath(settings.EXPORT_ROOT)
    full = os.path.realpath(os.path.join(base, name))
    if not full.startswith(base + os.sep):
        raise Http404()
    return FileResponse(open(full, "rb"))


def switch_company(request):
    nxt = request.GET.get("next", "/")
    request.session["company"] = request.GET.get("company")
    return HttpResponseRedirect(nxt)


def done(request):
    nxt = request.GET.get("next", "/")
    if not url_has_allowed_host_and_scheme(nxt, allowed_hosts={request.get_host()}, require_https=True):
        nxt = "/"

    return redirect(nxt)
