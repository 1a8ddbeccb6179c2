import { mount } from 'svelte';
import '../lib/theme.css';
import PlayerApp from './PlayerApp.svelte';
import { player } from './player-store.svelte.js';

player.start();
mount(PlayerApp, { target: document.getElementById('app')! });
