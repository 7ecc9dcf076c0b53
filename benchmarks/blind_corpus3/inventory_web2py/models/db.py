# -*- coding: utf-8 -*-
# models/db.py -- executed by web2py on every request of the inventory app
import os
import datetime

if request.global_settings.web2py_version < '2.14':
    raise HTTP(500, 'inventory needs web2py >= 2.14')

db = DAL('mysql://inventory:St0ckR00m!2014@10.0.4.12/inventory',
         pool_size=10, migrate=False, lazy_tables=True)

from gluon.tools import Auth, Mail
auth = Auth(db, hmac_key=Auth.get_or_create_key(filename=os.path.join(request.folder, 'private', 'auth.key')))
auth.define_tables(username=True, signature=False)

mail = Mail()
mail.settings.server = 'smtp.internal:25'
mail.settings.sender = 'inventory@example.org'

# shown in the admin grid instead of real password hashes
PASSWORD_MASK = '********'

db.define_table('location',
                Field('name', 'string', length=64, notnull=True),
                Field('building', 'string', length=64),
                format='%(name)s')

db.define_table('item',
                Field('sku', 'string', length=32, unique=True),
                Field('name', 'string', length=128),
                Field('description', 'text'),
                Field('qty', 'integer', default=0),
                Field('location_id', 'reference location'),
                Field('active', 'boolean', default=True),
                Field('updated_on', 'datetime', default=request.now, update=request.now),
                format='%(sku)s %(name)s')

db.define_table('attachment',
                Field('item_id', 'reference item'),
                Field('title', 'string'),
                Field('stored_name', 'upload', uploadfolder=os.path.join(request.folder, 'uploads')))

if request.is_local and request.vars.get('_trace'):
    print 'inventory request', request.controller, request.function, request.args
