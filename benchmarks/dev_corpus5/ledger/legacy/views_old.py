# -*- coding: utf-8 -*-
"""
v1 API views kept alive for the desktop client (Python 2 only).

Do not add new endpoints here; see reports.views.
"""
import base64
import cPickle
import csv
import logging
import os
import tempfile
import xml.sax
from StringIO import StringIO
from xml.sax.handler import feature_external_ges

from defusedxml import minidom as safe_minidom
from django.contrib.auth.decorators import login_required
from django.core import signing
from django.db import connection
from django.http import HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.safestring import mark_safe

from reports.models import Entry

log = logging.getLogger(__name__)


@login_required
def v1_entries(request):
    account = request.GET.get('account', '')
    cursor = connection.cursor()
    cursor.execute("SELECT id, memo, amount FROM reports_entry WHERE account_id = "
                   "(SELECT id FROM reports_account WHERE code = '%s')" % account)
    rows = cursor.fetchall()
    return JsonResponse({'entries': [list(r) for r in rows]})


@login_required
def v1_note(request):
    note = request.GET.get('note', u'')
    note_html = mark_safe(u'<div class="note">%s</div>' % note)
    return render(request, 'v1/note.html', {'note_html': note_html})


@login_required
def v1_restore_filters(request):
    blob = request.POST.get('state', '')
    try:
        filters = cPickle.loads(base64.b64decode(blob))
    except Exception, e:
        log.warning("bad filter state: %s", e)
        filters = {}
    request.session['v1_filters'] = filters
    return JsonResponse({'filters': filters})


@login_required
def v1_restore_view(request):
    try:
        view_state = signing.loads(request.GET.get('v', ''), salt='v1.view', max_age=3600)
    except signing.BadSignature:
        view_state = {}
    return JsonResponse({'view': view_state})


class _EntryHandler(xml.sax.ContentHandler):
    def __init__(self):
        xml.sax.ContentHandler.__init__(self)
        self.entries = []
        self._current = None
        self._field = None

    def startElement(self, name, attrs):
        if name == 'entry':
            self._current = {'account': attrs.get('account')}
        elif self._current is not None:
            self._field = name

    def characters(self, content):
        if self._current is not None and self._field:
            self._current[self._field] = self._current.get(self._field, u'') + content

    def endElement(self, name):
        if name == 'entry':
            self.entries.append(self._current)
            self._current = None
        self._field = None


@login_required
def v1_import(request):
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    handler = _EntryHandler()
    parser.setContentHandler(handler)
    parser.parse(StringIO(request.body))
    print "v1 import: %d entries from %s" % (len(handler.entries), request.user)
    return JsonResponse({'parsed': handler.entries})


@login_required
def v1_import_preview(request):
    doc = safe_minidom.parseString(request.body)
    accounts = [n.getAttribute('account') for n in doc.getElementsByTagName('entry')]
    return JsonResponse({'accounts': accounts[:50]})


@login_required
def v1_export_csv(request):
    path = '/tmp/ledger_export_%s.csv' % request.user.username
    out = open(path, 'wb')
    writer = csv.writer(out)
    for e in Entry.objects.filter(company_id=request.session['company_id']).iterator():
        writer.writerow([e.posted_at.isoformat(), e.memo.encode('utf-8'), str(e.amount)])
    out.close()
    with open(path, 'rb') as fh:
        resp = HttpResponse(fh.read(), content_type='text/csv')
    resp['Content-Disposition'] = 'attachment; filename="ledger.csv"'
    return resp


@login_required
def v1_export_bundle(request):
    workdir = tempfile.mkdtemp(prefix='ledger-bundle-')
    target = os.path.join(workdir, 'entries.csv')
    with open(target, 'wb') as fh:
        writer = csv.writer(fh)
        for e in Entry.objects.filter(company_id=request.session['company_id']).iterator():
            writer.writerow([e.id, str(e.amount)])
    with open(target, 'rb') as fh:
        return HttpResponse(fh.read(), content_type='text/csv')
