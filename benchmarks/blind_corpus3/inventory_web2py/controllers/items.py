# -*- coding: utf-8 -*-
import sys

SORTABLE = {
    'sku': 'item.sku',
    'name': 'item.name',
    'qty': 'item.qty',
    'updated': 'item.updated_on',
}

ALLOWED_TAGS = ['a', 'b', 'i', 'br/', 'p', 'ul', 'li', 'strong', 'em']


@auth.requires_login()
def show():
    item = db.item(request.args(0, cast=int)) or redirect(URL('default', 'index'))
    description = XML(item.description or '', sanitize=True, permitted_tags=ALLOWED_TAGS)
    attachments = db(db.attachment.item_id == item.id).select()
    return dict(item=item, description=description, attachments=attachments)


@auth.requires_login()
def listing():
    col = SORTABLE.get(request.vars.sort, 'item.sku')
    direction = 'DESC' if request.vars.dir == 'desc' else 'ASC'
    sql = 'SELECT item.id, item.sku, item.name, item.qty FROM item ORDER BY %s %s LIMIT 200' % (col, direction)
    rows = db.executesql(sql, as_dict=True)
    return dict(rows=rows)


@auth.requires_membership('stock-admin')
def adjust():
    try:
        delta = int(request.vars.delta)
        ids = [int(i) for i in (request.vars.ids or '').split(',') if i.strip()]
    except ValueError, e:
        print >> sys.stderr, 'adjust: bad input', e
        raise HTTP(400, 'bad input')
    if ids:
        id_list = ','.join([str(i) for i in ids])
        db.executesql('UPDATE item SET qty = qty + %d WHERE id IN (%s)' % (delta, id_list))
    session.flash = '%d items adjusted' % len(ids)
    redirect(URL('listing'))


@auth.requires_membership('stock-admin')
def rename_location():
    loc_id = request.vars.location_id
    new_name = request.vars.name or ''
    db.executesql("UPDATE location SET name = '%s' WHERE id = %s" % (new_name, loc_id))
    redirect(URL('default', 'by_location', vars=dict(location_id=loc_id)))


@auth.requires_login()
def label():
    from barcode import render_label
    item = db.item(request.args(0, cast=int))
    code = request.vars.code or item.sku
    png = render_label(code)
    response.headers['Content-Type'] = 'image/png'
    return png
