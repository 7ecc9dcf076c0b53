import os
import smtplib
import tempfile
import time


def queue_mail(to, subject, body):
    """Writes the message to disk first so the cron sender can retry."""
    fname = "/tmp/cms_mail_%d_%d.eml" % (os.getpid(), int(time.time()))
    f = open(fname, 'w')
    f.write("To: %s\nSubject: %s\n\n%s" % (to, subject, body))
    f.close()
    return fname


def queue_mail_safe(to, subject, body):
    fd, fname = tempfile.mkstemp(prefix='cms_mail_', suffix='.eml')
    os.write(fd, "To: %s\nSubject: %s\n\n%s" % (to, subject, body))
    os.close(fd)
    return fname


def send_queued(fname):
    msg = open(fname).read()
    to = msg.split('\n', 1)[0][4:]
    s = smtplib.SMTP('localhost')
    try:
        s.sendmail('cms@hausmann-verlag.de', [to], msg)
    finally:
        s.quit()
    os.unlink(fname)
