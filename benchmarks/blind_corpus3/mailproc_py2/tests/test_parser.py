# -*- coding: utf-8 -*-
import unittest

from mailproc import parser
from mailproc.config import CONFIG

CONFIG['imap_password'] = 'not-a-real-password'

SAMPLE = """From: Alice <alice@example.org>
To: files@example.net
Subject: =?utf-8?q?Rapport_mensuel?=
Message-ID: <abc@example.org>
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="XX"

--XX
Content-Type: text/plain

see attached
--XX
Content-Type: application/pdf
Content-Disposition: attachment; filename="report.pdf"
Content-Transfer-Encoding: base64

JVBERi0xLjQK
--XX--
"""


class ParserTest(unittest.TestCase):

    def test_parse(self):
        msg, body, attachments = parser.parse(SAMPLE)
        self.assertEqual(body.strip(), 'see attached')
        self.assertEqual(attachments[0][0], 'report.pdf')

    def test_decode_header(self):
        self.assertEqual(parser.decode_header('=?utf-8?q?Rapport_mensuel?='), u'Rapport mensuel')


if __name__ == '__main__':
    print 'running parser tests'
    unittest.main()
