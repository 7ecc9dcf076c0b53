from django.db import models


class Poll(models.Model):
    question = models.CharField(max_length=300)
    region = models.CharField(max_length=40, db_index=True)
    opens = models.DateTimeField()
    closes = models.DateTimeField()
    weights = models.JSONField(default=dict)

    def __str__(self):
        return self.question


class Choice(models.Model):
    poll = models.ForeignKey(Poll, related_name="choices", on_delete=models.CASCADE)
    label = models.CharField(max_length=200)
    votes = models.PositiveIntegerField(default=0)


class ResetToken(models.Model):
    user = models.ForeignKey("auth.User", on_delete=models.CASCADE)
    token = models.CharField(max_length=64, unique=True)
    created = models.DateTimeField(auto_now_add=True)
