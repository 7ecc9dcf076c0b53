# -*- coding: utf-8 -*-
"""Small JSON/XML API used by the handheld scanners and the supplier EDI feed."""
import base64
import cPickle
import os

from gluon.contrib import simplejson as json
from lxml import etree

GRID_DEFAULTS = os.path.join(request.folder, 'private', 'grid_defaults.pkl')


def restore_view():
    """The scanner app round-trips its grid state as an opaque blob."""
    blob = request.vars.state or ''
    try:
        state = cPickle.loads(base64.b64decode(blob))
    except Exception, e:
        raise HTTP(400, 'bad state: %s' % e)
    return json.dumps(dict(ok=True, columns=state.get('columns', [])))


def grid_defaults():
    fh = open(GRID_DEFAULTS, 'rb')
    try:
        defaults = cPickle.load(fh)
    finally:
        fh.close()
    return json.dumps(defaults)


def supplier_stock():
    """Suppliers POST an XML stock notice (EDI 846 converted to XML)."""
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
    doc = etree.fromstring(request.body.read(), parser)
    updated = 0
    for line in doc.findall('.//line'):
        sku = line.findtext('sku')
        qty = int(line.findtext('qty') or 0)
        updated += db(db.item.sku == sku).update(qty=qty)
    return json.dumps(dict(updated=updated))


def scanner_batch():
    """Handheld scanners POST a batch of scans as XML."""
    parser = etree.XMLParser(load_dtd=False, resolve_entities=False, no_network=True)
    doc = etree.fromstring(request.body.read(), parser)
    scans = [(s.get('sku'), int(s.get('count', '1'))) for s in doc.iter('scan')]
    for sku, count in scans:
        db(db.item.sku == sku).update(qty=db.item.qty - count)
    return json.dumps(dict(ok=True, scans=len(scans)))
