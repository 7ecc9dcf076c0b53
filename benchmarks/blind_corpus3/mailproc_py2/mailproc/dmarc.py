# -*- coding: utf-8 -*-
"""Ingest DMARC aggregate reports (RFC 7489) that receivers mail to dmarc@."""
import gzip
import StringIO
import xml.sax
import xml.sax.handler
import zipfile

from lxml import etree


class _RecordHandler(xml.sax.handler.ContentHandler):
    def __init__(self):
        xml.sax.handler.ContentHandler.__init__(self)
        self.records = []
        self._path = []
        self._cur = None
        self._text = []

    def startElement(self, name, attrs):
        self._path.append(name)
        self._text = []
        if name == 'record':
            self._cur = {}

    def characters(self, content):
        self._text.append(content)

    def endElement(self, name):
        value = u''.join(self._text).strip()
        if self._cur is not None and name in ('source_ip', 'count', 'disposition', 'header_from'):
            self._cur[name] = value
        if name == 'record':
            self.records.append(self._cur)
            self._cur = None
        self._path.pop()


def unpack(filename, data):
    if filename.endswith('.gz'):
        return gzip.GzipFile(fileobj=StringIO.StringIO(data)).read()
    if filename.endswith('.zip'):
        zf = zipfile.ZipFile(StringIO.StringIO(data))
        return zf.read(zf.namelist()[0])
    return data


def parse_records(xml_bytes):
    handler = _RecordHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(StringIO.StringIO(xml_bytes))
    return handler.records


_SAFE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def report_tree(xml_bytes):
    return etree.fromstring(xml_bytes, _SAFE_PARSER)


def policy_domain(tree):
    return tree.findtext('policy_published/domain')


def failures_for(tree, source_ip):
    return tree.xpath("//record[row/source_ip='%s'][row/policy_evaluated/dkim='fail']" % source_ip)


def records_from(tree, header_from):
    return tree.xpath('//record[identifiers/header_from=$d]', d=header_from)


def summarise(filename, data):
    xml_bytes = unpack(filename, data)
    records = parse_records(xml_bytes)
    tree = report_tree(xml_bytes)
    domain = policy_domain(tree)
    failing = {}
    for rec in records:
        ip = rec.get('source_ip')
        if ip and ip not in failing:
            failing[ip] = len(failures_for(tree, ip))
    print 'dmarc report for %s: %d records, %d sources failing dkim' % (
        domain, len(records), len([v for v in failing.values() if v]))
    return domain, records, failing
