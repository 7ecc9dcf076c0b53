import os
import subprocess
from datetime import date

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import FileResponse, Http404, HttpResponseRedirect, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.html import format_html
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_POST

from . import reports
from .forms import StatementUploadForm, TransactionFilterForm
from .importers import import_camt053, import_csv, pull_feed
from .models import Account, Attachment, Member, Period, Transaction


def _coop(request):
    return request.user.member.coop


def _amount_cell(amount):
    css = "neg" if amount < 0 else "pos"
    return format_html('<td class="amount {}">{}</td>', css, f"{amount:,.2f}")


@login_required
def ledger_home(request):
    accounts = Account.objects.filter(coop=_coop(request)).order_by("name")
    return render(request, "accounts/home.html", {"accounts": accounts})


@login_required
def ledger(request, account_id):
    account = get_object_or_404(Account, pk=account_id, coop=_coop(request))
    form = TransactionFilterForm(request.GET or None)
    txns = account.transactions.all()
    if form.is_valid():
        if form.cleaned_data["category"]:
            txns = txns.filter(category=form.cleaned_data["category"])
        if form.cleaned_data["only_unreconciled"]:
            txns = txns.filter(reconciled=False)
    rows = [(t, _amount_cell(t.amount)) for t in txns[:500]]
    return render(request, "accounts/ledger.html", {"account": account, "rows": rows, "form": form})


@login_required
def transaction_search(request):
    q = request.GET.get("q", "")
    txns = Transaction.objects.raw(
        "SELECT t.* FROM accounts_transaction t JOIN accounts_account a ON a.id = t.account_id "
        "WHERE a.coop_id = %s AND t.memo ILIKE %s ORDER BY t.posted_on DESC LIMIT 200",
        [_coop(request).pk, f"%{q}%"],
    )
    return render(request, "accounts/search.html", {"txns": txns, "q": q})


@login_required
def member_directory(request):
    initial = request.GET.get("initial", "")
    members = Member.objects.filter(coop=_coop(request), active=True)
    if initial:
        members = members.extra(where=[f"UPPER(last_name) LIKE '{initial.upper()}%'"])
    rows = []
    for m in members.order_by("last_name"):
        link = mark_safe(f'<a href="/members/{m.pk}/statement/">{m.display_name}</a>')
        rows.append((link, m.share_count))
    return render(request, "accounts/directory.html", {"rows": rows, "initial": initial})


@login_required
def member_statement(request, member_id):
    member = get_object_or_404(Member, pk=member_id, coop=_coop(request))
    year = request.GET.get("year", str(date.today().year))
    with connection.cursor() as cur:
        cur.execute(
            "SELECT posted_on, memo, amount FROM accounts_transaction "
            "WHERE member_id = %s AND EXTRACT(YEAR FROM posted_on) = " + year + " ORDER BY posted_on",
            [member.pk],
        )
        lines = cur.fetchall()
    return render(request, "accounts/statement.html", {"member": member, "lines": lines, "year": year})


@login_required
def statement_pdf(request, member_id):
    member = get_object_or_404(Member, pk=member_id, coop=_coop(request))
    title = request.GET.get("title", f"Statement - {member.display_name}")
    html_path = reports.write_statement_html(member)
    pdf_path = html_path[: -len(".html")] + ".pdf"
    subprocess.run(f'wkhtmltopdf --quiet --title "{title}" {html_path} {pdf_path}', shell=True, check=True)
    return FileResponse(open(pdf_path, "rb"), as_attachment=True, filename=f"statement-{member.pk}.pdf")


@login_required
@require_POST
def reconcile(request, pk):
    txn = get_object_or_404(Transaction, pk=pk, account__coop=_coop(request))
    txn.reconciled = True
    txn.save(update_fields=["reconciled"])
    return HttpResponseRedirect(request.POST.get("return_to", "/ledger/"))


@login_required
def switch_period(request, pk):
    period = get_object_or_404(Period, pk=pk, coop=_coop(request))
    request.session["period_id"] = period.pk
    next_url = request.GET.get("next", "")
    if not url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        next_url = "/ledger/"
    response = redirect(next_url)
    response.set_cookie("ledger_period", str(period.pk), max_age=90 * 86400)
    return response


@login_required
def attachment_download(request, pk):
    att = get_object_or_404(Attachment, pk=pk, transaction__account__coop=_coop(request))
    return FileResponse(att.file.open("rb"), as_attachment=True, filename=att.original_name)


@login_required
def receipt_preview(request):
    rel = request.GET.get("path", "")
    full = os.path.join(settings.MEDIA_ROOT, "receipts", rel)
    if not os.path.exists(full):
        raise Http404("no such receipt")
    return FileResponse(open(full, "rb"))


@login_required
def upload_statement(request, account_id):
    account = get_object_or_404(Account, pk=account_id, coop=_coop(request))
    form = StatementUploadForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        f = form.cleaned_data["statement"]
        if f.name.lower().endswith(".xml"):
            count = import_camt053(account, f.read())
        else:
            count = import_csv(account, f)
        messages.success(request, f"Imported {count} transactions.")
        return redirect("accounts:ledger", account_id=account.pk)
    return render(request, "accounts/upload.html", {"form": form, "account": account})


@login_required
@require_POST
def refresh_feed(request, account_id):
    account = get_object_or_404(Account, pk=account_id, coop=_coop(request))
    if not account.feed_url:
        return JsonResponse({"error": "no feed configured"}, status=400)
    return JsonResponse({"imported": pull_feed(account)})


@login_required
def totals_report(request):
    group = request.GET.get("group", "category")
    data = reports.totals_by(group, _coop(request).pk)
    return JsonResponse({"group": group, "rows": [[str(k), str(v)] for k, v in data]})
