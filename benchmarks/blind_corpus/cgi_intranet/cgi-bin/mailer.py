#!/usr/bin/python
import cgi
import os
import subprocess

form = cgi.FieldStorage()
to = form.getfirst('to', '')
subject = form.getfirst('subject', '(no subject)')
body = form.getfirst('body', '')

print 'Content-Type: text/plain'
print

if form.getfirst('mode') == 'legacy':
    pipe = os.popen('/usr/sbin/sendmail -t -f noreply@corp.local ' + to, 'w')
    pipe.write('Subject: %s\n\n%s\n' % (subject.replace('\n', ' '), body))
    pipe.close()
else:
    p = subprocess.Popen(['/usr/sbin/sendmail', '-t', '-f', 'noreply@corp.local'],
                         stdin=subprocess.PIPE)
    p.communicate('To: %s\nSubject: %s\n\n%s\n' % (to.replace('\n', ''), subject.replace('\n', ' '), body))
print 'queued'
