"""Belfry: tower, peal and ringer register for a diocesan guild of bell ringers."""
