# -*- coding: utf-8 -*-
import sys

from ldap_sync import LdapDirectory
from legacy_auth import make_remember_token


def index():
    items = db(db.item.active == True).select(orderby=~db.item.updated_on, limitby=(0, 25))
    return dict(items=items)


def search():
    q = request.vars.q or ''
    sql = "SELECT id, sku, name, qty FROM item WHERE name LIKE '%%%s%%' OR sku = '%s'" % (q, q)
    rows = db.executesql(sql, as_dict=True)
    return dict(rows=rows, q=q)


def by_location():
    loc = request.vars.location_id
    rows = db.executesql("SELECT id, sku, name, qty FROM item WHERE location_id = %s",
                         placeholders=[loc], as_dict=True)
    return dict(rows=rows)


def message():
    # short notice carried between pages, e.g. ?msg=Saved+<b>3</b>+items
    notice = XML(request.vars.msg or '')
    return dict(notice=notice)


def goto():
    target = request.vars._next or URL('index')
    redirect(target)


def item_link():
    try:
        item_id = int(request.vars.id)
    except (TypeError, ValueError), e:
        print >> sys.stderr, 'bad item id', request.vars.id, e
        raise HTTP(400)
    redirect(URL('items', 'show', args=[item_id]))


def login():
    username = request.vars.username or ''
    password = request.vars.password or ''
    if request.env.request_method == 'POST':
        directory = LdapDirectory()
        entry = directory.find_user(username)
        if entry and directory.check_bind(entry[0], password):
            auth.login_bare(username, password) or auth.login_user(db.auth_user(username=username))
            if request.vars.remember:
                token = make_remember_token(username)
                response.cookies['inv_remember'] = token
                response.cookies['inv_remember']['path'] = '/'
                response.cookies['inv_remember']['expires'] = 30 * 24 * 3600
            redirect(URL('index'))
        response.flash = T('Invalid login')
    return dict(username=username)


def kiosk():
    """Mark a shared terminal as a kiosk; the cookie carries no identity."""
    response.cookies['inv_kiosk'] = '1'
    response.cookies['inv_kiosk']['path'] = '/'
    response.cookies['inv_kiosk']['secure'] = True
    response.cookies['inv_kiosk']['httponly'] = True
    redirect(URL('index'))


def user():
    return dict(form=auth())
