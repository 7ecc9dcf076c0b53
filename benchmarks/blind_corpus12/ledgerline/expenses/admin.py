import os
import subprocess
import tempfile

from django.contrib import admin, messages
from django.db import connection
from django.shortcuts import render

from .forms import PrinterChoiceForm, PrintForm
from .models import Expense, Vendor


@admin.action(description="Mark selected expenses as paid")
def mark_paid(modeladmin, request, queryset):
    ids = ",".join(str(pk) for pk in queryset.values_list("pk", flat=True))
    with connection.cursor() as cur:
        cur.execute("UPDATE expenses_expense SET status = 'paid' WHERE id IN (%s)" % ids)
    messages.success(request, "Updated %d expenses" % queryset.count())


@admin.action(description="Print receipts")
def print_receipts(modeladmin, request, queryset):
    form = PrintForm(request.POST or None, initial={"_selected_action": request.POST.getlist("_selected_action")})
    if "apply" in request.POST and form.is_valid():
        printer = form.cleaned_data["printer"]
        for exp in queryset.exclude(receipt=""):
            subprocess.call("lpr -P %s -# %d %s" % (printer, form.cleaned_data["copies"], exp.receipt.path), shell=True)
        return None
    return render(request, "admin/print_receipts.html", {"form": form, "expenses": queryset})


@admin.action(description="Merge receipts into one PDF")
def merge_receipts(modeladmin, request, queryset):
    paths = [e.receipt.path for e in queryset.exclude(receipt="")]
    fd, out = tempfile.mkstemp(suffix=".pdf")
    os.close(fd)
    subprocess.run(["pdfunite", *paths, out], check=True)
    form = PrinterChoiceForm(request.POST or None)
    if form.is_valid():
        subprocess.run(["lpr", "-P", form.cleaned_data["printer"], out], check=True)
    messages.info(request, "Merged %d receipts" % len(paths))


@admin.register(Expense)
class ExpenseAdmin(admin.ModelAdmin):
    list_display = ("spent_on", "owner", "vendor", "category", "amount", "status")
    list_filter = ("status", "category")
    actions = [mark_paid, print_receipts, merge_receipts]


admin.site.register(Vendor)
