/* Reference implementations that produced the frozen vectors of rng.test.ts (see its header).
   Build and run: gcc -O2 -o /tmp/ref reference-vectors.c && /tmp/ref */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
/* xoshiro128** 1.1, verbatim from https://prng.di.unimi.it/xoshiro128starstar.c */
static inline uint32_t rotl(const uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }
static uint32_t s[4];
uint32_t next(void) {
	const uint32_t result = rotl(s[1] * 5, 7) * 9;
	const uint32_t t = s[1] << 9;
	s[2] ^= s[0]; s[3] ^= s[1]; s[1] ^= s[2]; s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 11);
	return result;
}
/* splitmix32 as in bryc/code PRNGs.md */
static uint32_t sm;
uint32_t splitmix32(void) {
	sm += 0x9e3779b9u;
	uint32_t t = sm ^ (sm >> 16);
	t *= 0x21f0aaadu; t ^= t >> 15; t *= 0x735a2d97u; return t ^ (t >> 15);
}
/* MurmurHash3_x86_32 (Appleby, public domain) */
uint32_t murmur3(const uint8_t *data, int len, uint32_t seed) {
	int nblocks = len / 4; uint32_t h1 = seed, c1 = 0xcc9e2d51, c2 = 0x1b873593;
	for (int i = 0; i < nblocks; i++) {
		uint32_t k1; memcpy(&k1, data + 4 * i, 4);
		k1 *= c1; k1 = rotl(k1, 15); k1 *= c2; h1 ^= k1; h1 = rotl(h1, 13); h1 = h1 * 5 + 0xe6546b64;
	}
	const uint8_t *tail = data + nblocks * 4; uint32_t k1 = 0;
	switch (len & 3) { case 3: k1 ^= tail[2] << 16; case 2: k1 ^= tail[1] << 8; case 1: k1 ^= tail[0]; k1 *= c1; k1 = rotl(k1, 15); k1 *= c2; h1 ^= k1; }
	h1 ^= len; h1 ^= h1 >> 16; h1 *= 0x85ebca6b; h1 ^= h1 >> 13; h1 *= 0xc2b2ae35; h1 ^= h1 >> 16; return h1;
}
uint32_t hashw(const uint32_t *w, int n) { return murmur3((const uint8_t *)w, 4 * n, 0); }
int main(void) {
	s[0] = 1; s[1] = 2; s[2] = 3; s[3] = 4;
	printf("xoshiro(1,2,3,4):"); for (int i = 0; i < 8; i++) printf(" %u", next()); printf("\n");
	sm = 0; printf("splitmix32(0):"); for (int i = 0; i < 6; i++) printf(" %u", splitmix32()); printf("\n");
	uint32_t seeds[] = {0, 42, 0xdeadbeef};
	for (int j = 0; j < 3; j++) {
		sm = seeds[j]; s[0] = splitmix32(); s[1] = splitmix32(); s[2] = splitmix32(); s[3] = splitmix32();
		printf("createRng(%u):", seeds[j]); for (int i = 0; i < 8; i++) printf(" %u", next()); printf("\n");
	}
	uint32_t w0[] = {0}, w1[] = {0x87654321u}, w3[] = {42, 7, 0}, w4[] = {42, 7, 1}, w5[] = {0xffffffffu, 0, 123456789};
	printf("hash32(): %u\n", hashw(w0, 0));
	printf("hash32(0): %u  hash32(0x87654321): %u\n", hashw(w0, 1), hashw(w1, 1));
	printf("hash32(42,7,0): %u  hash32(42,7,1): %u  hash32(-1,0,123456789): %u\n", hashw(w3, 3), hashw(w4, 3), hashw(w5, 3));
	printf("murmur3(\"\",1)=%08x \"Hello, world!\",0x9747b28c=%08x\n", murmur3((const uint8_t*)"", 0, 1), murmur3((const uint8_t*)"Hello, world!", 13, 0x9747b28c));
	return 0;
}
