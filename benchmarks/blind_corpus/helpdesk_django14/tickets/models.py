from django.db import models


class Ticket(models.Model):
    title = models.CharField(max_length=200)
    body = models.TextField()
    owner = models.CharField(max_length=64)
    opened = models.DateTimeField(auto_now_add=True)

    def __unicode__(self):
        return u'#%d %s' % (self.pk, self.title)


class ApiToken(models.Model):
    user = models.ForeignKey('auth.User')
    key = models.CharField(max_length=32, unique=True)
