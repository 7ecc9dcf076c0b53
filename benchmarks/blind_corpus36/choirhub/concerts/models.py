from django.db import models


class Concert(models.Model):
    title = models.CharField(max_length=200)
    date = models.DateTimeField()
    venue = models.CharField(max_length=120)
    source_url = models.URLField(blank=True)


class Review(models.Model):
    concert = models.ForeignKey(Concert, on_delete=models.CASCADE, related_name="reviews")
    name = models.CharField(max_length=60)
    text = models.TextField()
    approved = models.BooleanField(default=False)


class Ticket(models.Model):
    concert = models.ForeignKey(Concert, on_delete=models.CASCADE)
    code = models.CharField(max_length=32, unique=True)
    buyer_email = models.EmailField()
