#!/usr/bin/env python
# CRM front end, web.py 0.37 on Python 2.7
import web

from crm.db import db
from crm import reports

urls = (
    '/contacts', 'Contacts',
    '/contact/(\d+)', 'Contact',
    '/companies', 'Companies',
    '/tag', 'Tag',
    '/bulk', 'Bulk',
    '/report', 'reports.Report',
    '/back', 'Back',
)


class Contacts:
    def GET(self):
        i = web.input(name='', limit='50')
        rows = db.query("SELECT id, name, email FROM contacts WHERE name ILIKE '%%" + i.name + "%%' LIMIT " + i.limit)
        return '\n'.join('%(id)s\t%(name)s\t%(email)s' % r for r in rows)


class Contact:
    def GET(self, cid):
        rows = db.query('SELECT * FROM contacts WHERE id = $cid', vars={'cid': int(cid)})
        return web.websafe(repr(list(rows)))


class Companies:
    def GET(self):
        i = web.input(country='FR')
        rows = db.select('companies', where="country = '%s'" % i.country, order='name')
        return '\n'.join(r.name for r in rows)


class Tag:
    def POST(self):
        i = web.input(ids='', tag='')
        db.query('UPDATE contacts SET tag = $tag WHERE id IN (%s)' % i.ids, vars={'tag': i.tag})
        return 'ok'


class Bulk:
    def POST(self):
        i = web.input(ids='')
        ids = [int(x) for x in i.ids.split(',') if x.strip()]
        if ids:
            db.delete('contacts', where='id IN $ids', vars={'ids': ids})
        return 'deleted %d' % len(ids)


class Back:
    def GET(self):
        raise web.seeother(web.input(to='/contacts').to)


if __name__ == '__main__':
    print 'starting crm on :8080'
    web.application(urls, globals()).run()
