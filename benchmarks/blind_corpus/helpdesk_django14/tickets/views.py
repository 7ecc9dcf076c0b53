import hashlib
import os
import random

import ldap
import yaml
from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import HttpResponse, HttpResponseRedirect
from django.shortcuts import render_to_response
from lxml import etree

from tickets.models import ApiToken, Ticket
from tickets.utils import sniff_type, store_upload


def index(request):
    return render_to_response('tickets/index.html', {'tickets': Ticket.objects.all()[:20]})


@login_required
def search(request):
    q = request.GET.get('q', '')
    tickets = Ticket.objects.raw("SELECT * FROM tickets_ticket WHERE title LIKE '%%%s%%' ORDER BY opened DESC" % q)
    return render_to_response('tickets/search.html', {'tickets': tickets, 'q': q})


@login_required
def attachment(request):
    name = request.GET['f']
    fh = open(settings.MEDIA_ROOT + '/attachments/' + name, 'rb')
    return HttpResponse(fh.read(), content_type='application/octet-stream')


@login_required
def export(request):
    folder = request.POST.get('dir', 'current')
    pipe = os.popen('cd %s/exports && zip -qr - %s' % (settings.MEDIA_ROOT, folder))
    data = pipe.read()
    pipe.close()
    return HttpResponse(data, content_type='application/zip')


def note_preview(request):
    note = request.GET.get('note', '')
    return HttpResponse(u'<div class="note">%s</div>' % note.replace('\n', '<br>'))


def done(request):
    return HttpResponseRedirect(request.REQUEST.get('next', '/'))


@login_required
def who(request):
    username = request.GET.get('u', '')
    conn = ldap.initialize(settings.LDAP_URI)
    try:
        conn.simple_bind_s()
        flt = '(sAMAccountName=' + username + ')'
        res = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ['displayName', 'mail'])
    except ldap.LDAPError, e:
        return HttpResponse('directory error: %s' % e, content_type='text/plain', status=502)
    lines = ['%s: %s' % (dn, attrs.get('mail', [''])[0]) for dn, attrs in res if dn]
    return HttpResponse('\n'.join(lines), content_type='text/plain')


@login_required
def archive(request):
    owner = request.GET.get('owner', '')
    tree = etree.parse(settings.TICKET_XML_ARCHIVE)
    hits = tree.xpath("//ticket[@owner='%s']/title/text()" % owner)
    return HttpResponse('\n'.join(hits), content_type='text/plain')


@login_required
def import_tickets(request):
    docs = yaml.load(request.FILES['file'].read())
    for d in docs:
        Ticket.objects.create(title=d['title'], body=d.get('body', ''), owner=request.user.username)
    return HttpResponse('imported %d' % len(docs))


@login_required
def api_token(request):
    key = hashlib.md5(str(random.random())).hexdigest()
    ApiToken.objects.create(user=request.user, key=key)
    resp = HttpResponse(key, content_type='text/plain')
    resp.set_cookie('helpdesk_api', key)
    return resp


@login_required
def upload(request):
    path = store_upload(request.FILES['file'])
    return HttpResponse('stored %s (%s)' % (os.path.basename(path), sniff_type(path)),
                        content_type='text/plain')
