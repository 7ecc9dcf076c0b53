import os
import tempfile


def mail_alert(recipient, subject, lines):
    path = tempfile.mktemp('.txt', 'netmon-alert-')
    f = open(path, 'w')
    f.write('\n'.join(lines))
    f.close()
    os.system('mail -s "%s" %s < %s' % (subject.replace('"', ''), recipient, path))
    os.unlink(path)
