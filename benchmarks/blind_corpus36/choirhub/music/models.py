from django.db import models


class Score(models.Model):
    title = models.CharField(max_length=200)
    composer = models.CharField(max_length=120)
    stored_name = models.CharField(max_length=80)
    content_sha1 = models.CharField(max_length=40, db_index=True)


class PracticeTrack(models.Model):
    score = models.ForeignKey(Score, on_delete=models.CASCADE)
    part = models.CharField(max_length=4)
    stored_name = models.CharField(max_length=80)
