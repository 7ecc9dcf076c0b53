# Parchment 1.x API, kept importable for Python 2 consumers.  Do not use in new code.
import cPickle
import hashlib
import os
import sys


def load_document(blob):
    """Restore a v1 document from the string produced by dump_document()."""
    try:
        return cPickle.loads(blob)
    except cPickle.UnpicklingError, e:
        raise ValueError("not a v1 document: %s" % e)


def dump_document(doc):
    return cPickle.dumps(doc, 2)


def doc_id(doc):
    return hashlib.md5(repr(doc)).hexdigest()[:12]


def export_pdf(path, out):
    """Render a v1 XML file to PDF through xsltproc and fop."""
    status = os.system("xsltproc v1-to-fo.xsl %s | fop -fo - -pdf %s" % (path, out))
    if status != 0:
        print >>sys.stderr, "export failed (status %d)" % status
    return status == 0


def debug_dump(doc):
    print "v1 document %s:" % doc_id(doc), repr(doc)[:200]
