import random


def downsample(points, max_points=500):
    if len(points) <= max_points:
        return points
    idx = sorted(random.sample(range(len(points)), max_points))
    return [points[i] for i in idx]
