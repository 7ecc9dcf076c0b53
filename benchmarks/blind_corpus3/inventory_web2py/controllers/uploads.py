# -*- coding: utf-8 -*-
import os

INVOICE_DIR = os.path.join(request.folder, 'uploads', 'invoices')
THUMB_DIR = os.path.realpath(os.path.join(request.folder, 'uploads', 'thumbs'))


@auth.requires_login()
def invoice():
    filename = request.vars.file
    path = os.path.join(INVOICE_DIR, filename)
    if not os.path.exists(path):
        raise HTTP(404)
    return response.stream(open(path, 'rb'), attachment=True, filename=os.path.basename(path))


@auth.requires_login()
def attachment():
    att = db.attachment(request.vars.id) or redirect(URL('default', 'index'))
    path = os.path.join(request.folder, 'uploads', att.stored_name)
    return response.stream(open(path, 'rb'), attachment=True, filename=att.title)


@auth.requires_login()
def thumb():
    wanted = os.path.realpath(os.path.join(THUMB_DIR, request.vars.name or ''))
    if not wanted.startswith(THUMB_DIR + os.sep):
        raise HTTP(403)
    response.headers['Content-Type'] = 'image/png'
    return response.stream(open(wanted, 'rb'))


@auth.requires_login()
def upload_invoice():
    form = SQLFORM.factory(Field('invoice', 'upload', uploadfolder=INVOICE_DIR))
    if form.process().accepted:
        session.flash = 'uploaded %s' % form.vars.invoice
        redirect(URL('reports', 'index'))
    return dict(form=form)
