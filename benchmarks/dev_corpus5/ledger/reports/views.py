import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils import timezone
from django.utils.dateparse import parse_date
from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe

from reports import queries
from reports.formulas import evaluate_formula, parse_constants
from reports.models import Account, Entry, Report


@login_required
def ledger_view(request, account_code):
    company_id = request.session['company_id']
    rows = queries.ledger_lines(company_id, account_code, sort=request.GET.get('sort', 'date'))
    return render(request, 'reports/ledger.html', {'rows': rows, 'account_code': account_code})


@login_required
def tag_report(request):
    tag = request.GET.get('tag', '')
    rows = queries.totals_by_tag(request.session['company_id'], tag)
    heading = mark_safe('<h2>Monthly totals for tag <em>%s</em></h2>' % tag)
    return render(request, 'reports/tags.html', {'rows': rows, 'heading': heading})


@login_required
def account_badge(request, account_id):
    account = get_object_or_404(Account, pk=account_id, company_id=request.session['company_id'])
    badge = format_html('<span class="badge badge-{}">{}</span>', account.kind, account.name)
    return render(request, 'reports/badge.html', {'badge': badge})


@login_required
def search_memos(request):
    code = request.GET.get('account', '')
    entries = Entry.objects.for_company(request.session['company_id']).for_account_code(code)[:200]
    if not entries:
        return HttpResponse('<p>No entries for account "%s"</p>' % code, status=404)
    return render(request, 'reports/memos.html', {'entries': entries})


@login_required
def export_status(request):
    name = request.GET.get('name', '')
    return HttpResponse('<p>Export <b>%s</b> is still running.</p>' % escape(name))


@login_required
def run_report(request, report_id):
    report = get_object_or_404(Report, pk=report_id, company_id=request.session['company_id'])
    balances = queries.balances_for_company(report.company_id, timezone.now())
    value = evaluate_formula(report.formula, balances, parse_constants(report.constants))
    return render(request, 'reports/result.html', {'report': report, 'value': value})


@login_required
def fx_view(request):
    entries = queries.entries_in_currency(request.session['company_id'], request.GET.get('ccy', 'CAD'))
    return render(request, 'reports/fx.html', {'entries': entries[:500]})


@login_required
def period_view(request):
    start = parse_date(request.GET.get('start', ''))
    end = parse_date(request.GET.get('end', ''))
    if not start or not end:
        raise Http404
    entries = Entry.objects.in_period(request.session['company_id'], start, end)
    return render(request, 'reports/period.html', {'entries': entries})


@login_required
def download_export(request):
    name = request.GET.get('file', '')
    path = os.path.join(settings.EXPORT_ROOT, name)
    if not os.path.exists(path):
        raise Http404
    return FileResponse(open(path, 'rb'), content_type='text/csv')


@login_required
def download_statement(request):
    name = os.path.basename(request.GET.get('file', ''))
    path = os.path.join(settings.STATEMENT_ROOT, str(request.session['company_id']), name)
    if not name or not os.path.isfile(path):
        raise Http404
    return FileResponse(open(path, 'rb'), content_type='application/pdf')
