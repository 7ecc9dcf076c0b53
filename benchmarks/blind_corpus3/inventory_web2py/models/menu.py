# -*- coding: utf-8 -*-
response.title = 'Inventory'
response.subtitle = 'Stock room'
response.meta.author = 'Facilities IT'

response.menu = [
    (T('Items'), False, URL('default', 'index'), []),
    (T('Search'), False, URL('default', 'search'), []),
    (T('Reports'), False, URL('reports', 'index'), []),
]

if auth.has_membership('stock-admin'):
    response.menu.append((T('Export'), False, URL('reports', 'export_form'), []))

DEVELOPMENT_MENU = False
if DEVELOPMENT_MENU:
    print 'development menu enabled'
