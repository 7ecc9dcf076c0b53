# -*- coding: utf-8 -*-
# Example plugin: installed into /usr/lib/mailproc/plugins by the admin.
OUT_OF_OFFICE = set(['helpdesk@example.net'])


def handle(msg):
    if msg.get('To', '').lower() in OUT_OF_OFFICE:
        print 'would auto-reply to', msg.get('From')
        return True
    return False
